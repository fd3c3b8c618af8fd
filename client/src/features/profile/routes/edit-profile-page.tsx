import { AvatarPicker } from '@client/components/avatar-picker';
import { Button } from '@client/components/button';
import { Alert, Loading } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { showToast } from '@client/components/toast';
import { errorDetail, statusOf } from '@client/lib/api';
import { compressImage, imageErrorMessage } from '@client/lib/compress-image';
import { useT } from '@client/lib/i18n/use-i18n';
import { uploadProfileImage, useInvalidateProfile } from '@client/lib/my-profile';
import { paths } from '@client/paths';
import { type ProfileUpdateInput, profileUpdateSchema } from '@common/schemas/auth';
import type { UserProfile } from '@common/types';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { updateProfile, useProfile } from '../api';
import './profile.css';

const FIELDS = [
  ['first_name', 'profile.editPage.firstName', 'given-name'],
  ['last_name', 'profile.editPage.lastName', 'family-name'],
  ['username', 'profile.editPage.username', 'username'],
  ['email', 'profile.editPage.email', 'email'],
  ['address', 'profile.editPage.address', 'street-address'],
  ['apt', 'profile.editPage.apt', 'address-line2'],
  ['city', 'profile.editPage.city', 'address-level2'],
  ['state', 'profile.editPage.state', 'address-level1'],
  ['zip_code', 'profile.editPage.zipCode', 'postal-code'],
] as const;

type FieldName = (typeof FIELDS)[number][0];
type Values = Record<FieldName, string>;
type Secret = 'password' | 'current_password';

function initialValues(profile: UserProfile): Values {
  return Object.fromEntries(FIELDS.map(([name]) => [name, profile[name] ?? ''])) as Values;
}

export function EditProfilePage() {
  const { data: profile, isPending, error } = useProfile();
  const t = useT('profile');
  if (isPending) return <Loading>{t('profile.loading')}</Loading>;
  if (error || !profile) {
    return (
      <div className="page page--readable">
        <Alert>{t('profile.loadFailed')}</Alert>
      </div>
    );
  }
  return <EditProfileForm profile={profile} />;
}

function EditProfileForm({ profile }: { profile: UserProfile }) {
  const navigate = useNavigate();
  const invalidate = useInvalidateProfile();
  const t = useT('profile');
  const loaded = initialValues(profile);
  const [values, setValues] = useState<Values>(loaded);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Partial<Record<FieldName | Secret | 'file', string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  // Saving waits for a chosen photo to finish compressing, or it would be left out.
  const [preparing, setPreparing] = useState(false);

  const changed = FIELDS.map(([name]) => name).filter(
    (name) => values[name].trim() !== loaded[name],
  );
  const canSave = (changed.length > 0 || password !== '' || !!file) && !saving && !preparing;
  // A new e-mail or password could take the account away: the server wants the current one.
  const needsCurrent = changed.includes('email') || password !== '';

  const edit = (name: FieldName | Secret, value: string) => {
    if (name === 'password') setPassword(value);
    else if (name === 'current_password') setCurrentPassword(value);
    else setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const chooseImage = async (chosen: File | undefined) => {
    setErrors(({ file: _, ...rest }) => rest);
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setErrors((e) => ({ ...e, file: t('common.image.notAnImage') }));
      return;
    }
    setPreparing(true);
    try {
      setFile(await compressImage(chosen));
    } catch (err) {
      setErrors((e) => ({ ...e, file: imageErrorMessage(err) }));
      setFile(chosen);
    } finally {
      setPreparing(false);
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const changes: ProfileUpdateInput = {};
    for (const name of changed) (changes as Record<string, string>)[name] = values[name].trim();
    if (password) changes.password = password;
    if (needsCurrent && currentPassword) changes.current_password = currentPassword;
    const parsed = profileUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSaving(true);
    setFormError(undefined);
    try {
      if (file) {
        try {
          await uploadProfileImage(file);
          setFile(undefined); // kept: a second try of the fields must not upload it again
        } catch (err) {
          setFormError(errorDetail(err) ?? t('profile.editPage.uploadFailed'));
          return;
        }
      }
      const answer = Object.keys(parsed.data).length ? await updateProfile(parsed.data) : undefined;
      await invalidate();
      // A new address waits for its link: the profile says where the link went. Anything else
      // saved is confirmed in a toast (docs/product.md §4.2, §4.5).
      if (parsed.data.password) showToast(t('profile.editPage.passwordChanged'));
      else if (!answer?.message) showToast(t('profile.editPage.saved'));
      navigate(paths.profile, { state: { notice: answer?.message } });
    } catch (err) {
      // A wrong current password is the server's 403, said at its field.
      if (statusOf(err) === 403) {
        setErrors((e) => ({ ...e, current_password: errorDetail(err) }));
      } else setFormError(errorDetail(err) ?? t('profile.editPage.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="page page--readable">
      <PageHeader title={t('profile.editPage.title')} back={paths.profile} />
      <form className="stack" onSubmit={onSubmit} noValidate>
        <AvatarPicker
          current={profile.profile_picture}
          file={file}
          onChoose={chooseImage}
          error={errors.file}
        />
        {formError && <Alert onDismiss={() => setFormError(undefined)}>{formError}</Alert>}
        {FIELDS.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            name={name}
            label={t(label)}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={autoComplete}
            value={values[name]}
            error={errors[name]}
            onChange={(e) => edit(name, e.target.value)}
          />
        ))}
        <TextField
          label={t('profile.editPage.password')}
          type="password"
          autoComplete="new-password"
          hint={t('profile.editPage.passwordHint')}
          value={password}
          error={errors.password}
          onChange={(e) => edit('password', e.target.value)}
        />
        {needsCurrent && (
          <TextField
            label={t('profile.editPage.currentPassword')}
            type="password"
            autoComplete="current-password"
            hint={t('profile.editPage.currentPasswordHint')}
            value={currentPassword}
            error={errors.current_password}
            onChange={(e) => edit('current_password', e.target.value)}
          />
        )}
        <Button type="submit" block disabled={!canSave}>
          {saving
            ? t('profile.editPage.saving')
            : preparing
              ? t('profile.editPage.preparingPhoto')
              : t('profile.editPage.save')}
        </Button>
      </form>
    </div>
  );
}
