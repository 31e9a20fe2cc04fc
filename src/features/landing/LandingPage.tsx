import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { AboutSection } from './AboutSection';
import { BenefitsBanner } from './BenefitsBanner';
import { ClosingImage } from './ClosingImage';
import { ContactSection } from './ContactSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { landingMeta } from './landingMeta';
import { PlanChooser } from './PlanChooser';

export default function LandingPage() {
  useDocumentMeta(landingMeta.title, landingMeta.description);
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
        <AboutSection />
        <BenefitsBanner />
        <PlanChooser />
        <ClosingImage />
        <ContactSection />
      </main>
      <LandingFooter />
    </>
  );
}
