import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { contact, telHref } from '../../content/contact';
import { triageMessages } from '../../content/triageLevels';
import type { TriageCta, TriageLevelId } from '../../content/types/triage-test';
import { notImplemented, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { EmergencyCallLink } from './EmergencyCallLink';
import * as styles from './TriageCtaButton.css';
import { triageCtaAction } from './triageCtaAction';

/** The result's call to action; what it does comes from triageCtaAction. */
export function TriageCtaButton({
  level,
  cta,
  testTitle,
}: {
  readonly level: TriageLevelId;
  readonly cta: TriageCta | undefined;
  readonly testTitle: string;
}) {
  const [, navigate] = useLocation();
  const hintId = useId();
  const action = triageCtaAction(level, cta, {
    emergencyHref: telHref(contact.emergency),
    messages: triageMessages(),
    testTitle,
  });
  if (action.kind === 'dial') return <EmergencyCallLink {...(cta ? { label: cta.label } : {})} />;
  if (!cta) return null;

  if (action.kind === 'map') {
    // A link rather than a button: the phone opens its maps app on this address, even if the app's
    // JavaScript does nothing else.
    return (
      <>
        <a
          className={button({ size: 'lg', block: true })}
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={hintId}
        >
          <MapPin aria-hidden="true" size={22} />
          {cta.label}
        </a>
        <p id={hintId} className={styles.hint}>
          {action.hint}
        </p>
      </>
    );
  }

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
