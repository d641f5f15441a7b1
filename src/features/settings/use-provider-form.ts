import { useEffect, useMemo, useRef } from 'react';
import { useFormik } from 'formik';
import { DEFAULT_SETTINGS, GENERAL_SETTINGS_KEYS, type Settings } from '@/domain/settings';
import {
  MODEL_NAME_MESSAGE,
  PROMPT_STYLE_MAX,
  PROMPT_STYLE_MESSAGE,
  TOKEN_MESSAGE,
  URL_MESSAGE,
  settingsFormSchema,
  settingsFromForm,
} from '@/domain/settings-schema';
import type { MessageId } from '@/domain/i18n/catalogs';
import { useT } from '@/components/i18n';
import { useAlertActions } from '@/state/alerts';
import { useSettings } from '@/state/settings';

/** The form's checks say their faults in English; each has its words in the catalog. */
const FAULT_IDS: Record<string, MessageId> = {
  [URL_MESSAGE]: 'settingsCheck.url',
  [MODEL_NAME_MESSAGE]: 'settingsCheck.modelName',
  [TOKEN_MESSAGE]: 'settingsCheck.token',
  [PROMPT_STYLE_MESSAGE]: 'settingsCheck.styleLength',
};

const PROVIDER_SWITCHES = ['useOllamaAPI', 'useAzureAPI', 'usePasteChat'] as const;
type ProviderSwitch = (typeof PROVIDER_SWITCHES)[number];

/**
 * The model providers' form state. Validated on submit and, after that, on every change; the
 * first invalid field takes the focus. Saving stores both groups; the form follows the stored
 * settings whenever they change (another tab included).
 */
export function useProviderForm() {
  const { settings, updateSettings } = useSettings();
  const { addAlert } = useAlertActions();
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);

  // A new object only when the stored provider settings change: that is what re-syncs the form.
  // General Settings (the language, the game system) apply at once and leave the form as it is.
  const providerKey = JSON.stringify(
    Object.fromEntries(
      Object.entries(settings).filter(
        ([key]) => !(GENERAL_SETTINGS_KEYS as readonly string[]).includes(key),
      ),
    ),
  );
  const initialValues = useMemo<Settings>(
    () => ({ ...DEFAULT_SETTINGS, ...(JSON.parse(providerKey) as Partial<Settings>) }),
    [providerKey],
  );
  const formik = useFormik<Settings>({
    initialValues,
    enableReinitialize: true,
    validationSchema: settingsFormSchema,
    onSubmit: (values) => {
      if (updateSettings(settingsFromForm(values))) {
        addAlert({ severity: 'success', message: t('settingsCheck.saved') });
      }
    },
  });
  const { values, errors, submitCount, isSubmitting, handleChange, setValues } = formik;

  // Errors show from the first submit on; Formik revalidates on every change after that.
  const errorOf = (name: keyof Settings): string | undefined => {
    const fault = submitCount > 0 ? errors[name] : undefined;
    const id = fault && FAULT_IDS[fault];
    return id ? t(id, { max: PROMPT_STYLE_MAX }) : fault;
  };

  // What every plain text field of a provider shares: its value, error and enabled state.
  const textFieldProps = (name: keyof Settings, enabled: boolean) => ({
    name,
    value: values[name] as string,
    onChange: handleChange,
    disabled: !enabled,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
    autoComplete: 'off',
    slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'off' } },
  });

  // After a failed submit, the first invalid field (in screen order) takes the focus.
  const focusedForSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedForSubmit.current) return;
    focusedForSubmit.current = submitCount;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);

  // Turning one provider on turns the others off; turning one off leaves the others as they are.
  const setProvider = (key: ProviderSwitch, on: boolean) => {
    const others = on ? Object.fromEntries(PROVIDER_SWITCHES.map((other) => [other, false])) : {};
    void setValues({ ...values, ...others, [key]: on });
  };

  return { formik, formRef, errorOf, textFieldProps, setProvider };
}
