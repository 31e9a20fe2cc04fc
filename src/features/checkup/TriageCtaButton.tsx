import { MapPin } from 'lucide-react';
import { useLocation } from 'wouter';
import { contact, telHref } from '../../content/contact';
import { triageMessages } from '../../content/triageLevels';
import type { TriageCta, TriageLevelId } from '../../content/types/triage-test';
import { notImplemented, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { EmergencyCallLink } from './EmergencyCallLink';
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
  const action = triageCtaAction(level, cta, {
    emergencyHref: telHref(contact.emergency),
    messages: triageMessages(),
    testTitle,
  });
  if (action.kind === 'dial') return <EmergencyCallLink {...(cta ? { label: cta.label } : {})} />;
  if (!cta) return null;

  function handlePress() {
    switch (action.kind) {
      case 'navigate':
        navigate(action.to);
        return;
      case 'simulated':
      case 'map':
        notImplemented(action.message);
        return;
      case 'undefined':
        showToast({ title: action.message });
        return;
    }
  }

  return (
    <>
      <Button size="lg" block onClick={handlePress}>
        {cta.label}
      </Button>
      {action.kind === 'map' && (
        // On the card rather than on the toast: it stays while the member needs it, and the phone
        // opens its maps app on this address.
        <a
          className={button({ tone: 'secondary', block: true })}
          href={action.search.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MapPin aria-hidden="true" size={20} />
          {action.search.label}
        </a>
      )}
    </>
  );
}
