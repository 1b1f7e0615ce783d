import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileFieldRefusal } from '@sufra/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getSession, useSession } from '../../../shared/session/session-state.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { useUpdateUserProfile } from '../api/update-user-profile.ts';
import { profileForm } from '../lib/profile-form.ts';

type ProfileForm = z.input<typeof profileForm>;

const REFUSALS: readonly string[] = [
  'enterName',
  'nameMinLength',
  'validEmail',
] satisfies ProfileFieldRefusal[];

/**
 * The translation key of a profile field's error (002 §5): its message is the refusal's catalogue
 * code (profile-form.ts; issue 16: by code, never by text), which the auth texts hold under the
 * same name; `fallback` for any other.
 */
const refusalKey = (message: string | undefined, fallback: ProfileFieldRefusal): ProfileFieldRefusal =>
  message && REFUSALS.includes(message) ? (message as ProfileFieldRefusal) : fallback;

/** The profile fields (002 §2.13): Name (mandatory) and Email (optional), validated with the contract's schema (002 §5). */
export function ProfileFields({ onSaved, submitLabel }: { onSaved?(): void; submitLabel?: string }) {
  const { t } = useTranslation('auth');
  const user = useSession((s) => s.user);
  const [serverError, setServerError] = useState<string | null>(null);
  const updateProfile = useUpdateUserProfile();
  const { register, handleSubmit, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '' },
  });
  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await updateProfile.mutateAsync({ name: values.name, email: values.email ?? '' });
      getSession().setProfile(saved);
      onSaved?.();
    } catch (error) {
      setServerError((error as Error).message);
    }
  });
  const errors = formState.errors;
  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="profile-name">{t('name')} *</label>
        <input
          id="profile-name"
          className="input"
          placeholder={t('yourName')}
          autoComplete="name"
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'profile-name-error' : undefined}
          {...register('name')}
        />
        {errors.name ? (
          <p id="profile-name-error" className="field-error">
            {t(refusalKey(errors.name.message, 'enterName'))}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor="profile-email">{t('email')}</label>
        <input
          id="profile-email"
          type="email"
          className="input"
          placeholder={t('emailAddress')}
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'profile-email-error' : undefined}
          {...register('email')}
        />
        {errors.email ? (
          <p id="profile-email-error" className="field-error">
            {t(refusalKey(errors.email.message, 'validEmail'))}
          </p>
        ) : null}
      </div>
      {serverError ? (
        <p className="field-error" role="alert">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" block busy={formState.isSubmitting}>
        {formState.isSubmitting ? t('saving') : (submitLabel ?? t('save'))}
      </Button>
    </form>
  );
}

/** 'Update your profile' (002 §2.13, §4.6): open while the signed-in user has no name; not dismissible until saved. */
export function ProfileModal() {
  const { t } = useTranslation('auth');
  const token = useSession((s) => s.token);
  const name = useSession((s) => s.user?.name);
  return (
    <Modal open={Boolean(token) && !name} title={t('updateProfile')} dismissible={false}>
      <ProfileFields />
    </Modal>
  );
}
