import { AlertStack } from '@/components/alert-stack';
import { useAlert, useAlertHostElement } from '@/state/alerts';

/** The alert stack showing the alerts raised in the providers around it, as the app's layout does. */
export function AlertsOnScreen() {
  const { alerts, removeAlert } = useAlert();
  return <AlertStack alerts={alerts} removeAlert={removeAlert} host={useAlertHostElement()} />;
}
