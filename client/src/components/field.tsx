import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import './field.css';

interface FieldFrameProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id: string;
  children: ReactNode;
  hideLabel?: boolean | undefined;
}

function FieldFrame({ label, error, hint, id, children, hideLabel }: FieldFrameProps) {
  return (
    <div className="field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'field__label'}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  hideLabel?: boolean;
};

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

export const TextField = forwardRef<
  HTMLInputElement,
  Common & InputHTMLAttributes<HTMLInputElement>
>(function TextField({ label, error, hint, hideLabel, id, className, ...rest }, ref) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={inputId} hideLabel={hideLabel}>
      <input
        ref={ref}
        id={inputId}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
});

export const TextArea = forwardRef<
  HTMLTextAreaElement,
  Common & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextArea({ label, error, hint, hideLabel, id, ...rest }, ref) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={inputId} hideLabel={hideLabel}>
      <textarea
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      />
    </FieldFrame>
  );
});

export const SelectField = forwardRef<
  HTMLSelectElement,
  Common & SelectHTMLAttributes<HTMLSelectElement>
>(function SelectField({ label, error, hint, hideLabel, id, children, ...rest }, ref) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={inputId} hideLabel={hideLabel}>
      <select
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

export const Checkbox = forwardRef<
  HTMLInputElement,
  { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>
>(function Checkbox({ label, id, ...rest }, ref) {
  const fallback = useId();
  const inputId = id ?? fallback;
  return (
    <div className="check">
      <input ref={ref} id={inputId} type="checkbox" {...rest} />
      <label htmlFor={inputId}>{label}</label>
    </div>
  );
});
