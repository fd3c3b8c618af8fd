import { AvatarPicker } from '@client/components/avatar-picker';
import { Button } from '@client/components/button';
import { Alert } from '@client/components/feedback';
import { TextField } from '@client/components/field';
import { PageHeader } from '@client/components/page-header';
import { errorDetail } from '@client/lib/api';
import { compressImage, imageErrorMessage } from '@client/lib/compress-image';
import { useT } from '@client/lib/i18n/use-i18n';
import { uploadProfileImage, useInvalidateProfile } from '@client/lib/my-profile';
import { returnPath } from '@client/lib/return-to';
import { paths } from '@client/paths';
import { personalInfoSchema } from '@common/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useZipPlace, type ZipPlace } from '../zip-place';

type Values = z.input<typeof personalInfoSchema>;

/** Onboarding: where the gardener is, so neighbours and the map can find their listings. */
export function PersonalInfoPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // A guest who joined from a shared page goes back to it; others go on to their first listing.
  const next = returnPath(location.state) ?? paths.newListing;
  const invalidate = useInvalidateProfile();
  const t = useT('onboarding');
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [error, setError] = useState<string>();
  const [preparing, setPreparing] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(personalInfoSchema),
    mode: 'onChange',
    defaultValues: { city: '', state: '', postcode: '', address: '', apt: '' },
  });

  // docs/product.md §5.1: a US ZIP code fills city and state, which stay editable. What the
  // member typed is kept; what an earlier ZIP code filled in follows the new one.
  const place = useZipPlace(watch('postcode'));
  const filled = useRef<ZipPlace | undefined>(undefined);
  useEffect(() => {
    if (!place) return;
    for (const field of ['city', 'state'] as const) {
      const now = getValues(field);
      if (!now.trim() || now === filled.current?.[field])
        setValue(field, place[field], { shouldValidate: true, shouldDirty: true });
    }
    filled.current = place;
  }, [place, getValues, setValue]);

  const chooseImage = async (chosen: File | undefined) => {
    setFileError(undefined);
    if (!chosen) return;
    setPreparing(true);
    try {
      setFile(await compressImage(chosen));
    } catch (err) {
      setFileError(imageErrorMessage(err));
      setFile(chosen);
    } finally {
      setPreparing(false);
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    const parsed = personalInfoSchema.parse(values);
    try {
      await uploadProfileImage(file, parsed);
      await invalidate();
      // Onboarding is done once: the way back from the next page does not lead into it again.
      navigate(next, { replace: true });
    } catch (err) {
      setError(
        errorDetail(err) ??
          (err instanceof Error && err.message ? err.message : t('onboarding.saveFailed')),
      );
    }
  });

  return (
    <div className="page page--plain page--readable">
      <PageHeader title={t('onboarding.title')} />
      <form className="stack" onSubmit={onSubmit} noValidate>
        <p className="muted" style={{ margin: 0 }}>
          {t('onboarding.intro')}
        </p>
        <AvatarPicker current={null} file={file} onChoose={chooseImage} error={fileError} />
        {error && <Alert onDismiss={() => setError(undefined)}>{error}</Alert>}
        <TextField
          label={t('onboarding.postcode')}
          autoComplete="postal-code"
          inputMode="numeric"
          hint={t('onboarding.postcodeHint')}
          error={errors.postcode?.message}
          {...register('postcode')}
        />
        <div className="grid-2">
          <TextField
            label={t('onboarding.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <TextField
            label={t('onboarding.state')}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          />
        </div>
        <TextField
          label={t('onboarding.address')}
          autoComplete="street-address"
          {...register('address')}
        />
        <TextField label={t('onboarding.apt')} autoComplete="address-line2" {...register('apt')} />
        <Button type="submit" block disabled={!isValid || isSubmitting || preparing}>
          {isSubmitting ? t('onboarding.saving') : t('onboarding.next')}
        </Button>
        <p style={{ textAlign: 'center' }}>
          <Link to={next} replace>
            {t('onboarding.skip')}
          </Link>
        </p>
      </form>
    </div>
  );
}
