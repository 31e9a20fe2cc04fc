import { Building2, Check, UserRound, Users } from 'lucide-react';
import { Link } from 'wouter';
import { businessChatHref } from '../../content/contact';
import { landing } from '../../content/landing';
import { plans, plansHeading, type Plan, type PlanId } from '../../content/plans';
import { button } from '../../ui/Button/Button.css';
import * as styles from './PlanChooser.css';
import * as section from './section.css';
import { routePaths } from '../../content/routePaths';

const planIcons: Readonly<Record<PlanId, typeof UserRound>> = {
  individual: UserRound,
  equipo: Building2,
  familiar: Users,
};

/** 'register' plans go to /register; the business plan opens the chat with its message typed in. */
function PlanAction({ plan }: { readonly plan: Plan }) {
  const className = button({ tone: 'primary', block: true });
  if (plan.cta.kind === 'chat') {
    return (
      <a className={className} href={businessChatHref()} target="_blank" rel="noopener noreferrer">
        {plan.cta.label}
        <span className={styles.visuallyHidden}>{` (${landing.planChooser.newTabNotice})`}</span>
      </a>
    );
  }
  return (
    <Link className={className} href={routePaths.register}>
      {plan.cta.label}
    </Link>
  );
}

export function PlanChooser() {
  return (
    <section
      id="planes"
      className={[section.section, styles.chooser].join(' ')}
      aria-labelledby="planes-titulo"
    >
      <div className={section.inner}>
        <h2 id="planes-titulo" className={[section.title, styles.heading].join(' ')}>
          {plansHeading}
        </h2>
        <ul className={styles.list}>
          {plans.map((plan) => {
            const Icon = planIcons[plan.id];
            return (
              <li key={plan.id}>
                <article className={styles.card} aria-labelledby={`plan-${plan.id}`}>
                  <Icon className={styles.icon} size={32} aria-hidden="true" />
                  <h3 id={`plan-${plan.id}`} className={styles.name}>
                    {plan.name}
                  </h3>
                  <p className={styles.tagline}>{plan.tagline}</p>
                  <p className={styles.description}>{plan.description}</p>
                  <ul className={styles.features}>
                    {plan.features.map((feature) => (
                      <li key={feature} className={styles.feature}>
                        <Check className={styles.check} size={18} aria-hidden="true" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <div className={styles.action}>
                    <PlanAction plan={plan} />
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
