import { useLocation } from 'wouter';
import { contact, telHref } from '../../content/contact';
import { triageMessages } from '../../content/triage';
import type { TriageCta, TriageLevelId } from '../../content/types/triage-test';
import { notImplemented, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { EmergencyCallLink } from './EmergencyCallLink';
import { triageCtaAction } from './triageCtaAction';

/** The result's call to action; what it does comes from triageCtaAction. */
export function TriageCtaButton({
  level,
  cta,
}: {
  readonly level: TriageLevelId;
  readonly cta: TriageCta | undefined;
}) {
  const [, navigate] = useLocation();
  const action = triageCtaAction(level, cta, {
    emergencyHref: telHref(contact.emergency),
    messages: triageMessages(),
  });
  if (action.kind === 'dial') return <EmergencyCallLink {...(cta ? { label: cta.label } : {})} />;
  if (!cta) return null;

  function handlePress() {
    switch (action.kind) {
      case 'navigate':
        navigate(action.to);
        return;
      case 'simulated':
        notImplemented(action.message);
        return;
      case 'undefined':
        showToast({ title: action.message });
        return;
    }
  }

  return (
    <Button size="lg" block onClick={handlePress}>
      {cta.label}
    </Button>
  );
}
