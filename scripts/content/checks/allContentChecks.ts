import { chatLinkMatchesChatNumber } from './chatLinkMatchesChatNumber.ts';
import { contentFilesNameTheirSchema } from './contentFilesNameTheirSchema.ts';
import type { ContentCheck } from './contentCheck.ts';
import { coverageCapsMigrationIsCurrent } from './coverageCapsMigrationIsCurrent.ts';
import { coverageCategoriesMatchServiceFiles } from './coverageCategoriesMatchServiceFiles.ts';
import { coverageIconsAreLucideIcons } from './coverageIconsAreLucideIcons.ts';
import { coverageServiceIdsAreUniqueAcrossCategories } from './coverageServiceIdsAreUniqueAcrossCategories.ts';
import { editorSettingsMatchSchemaIndex } from './editorSettingsMatchSchemaIndex.ts';
import { familyDiscountsCoverEverySize } from './familyDiscountsCoverEverySize.ts';
import { generatedTypesAreCurrent } from './generatedTypesAreCurrent.ts';
import { idsAreUniqueWithinEachList } from './idsAreUniqueWithinEachList.ts';
import { legalTextsHaveMeta } from './legalTextsHaveMeta.ts';
import { memberTableChecksAreCurrent } from './memberTableChecksAreCurrent.ts';
import { messageKeysExist } from './messageKeysExist.ts';
import { slugsAreUniqueAcrossContent } from './slugsAreUniqueAcrossContent.ts';
import { triageARulesComeFirst } from './triageARulesComeFirst.ts';
import { triageLevelsHaveCtaAndAdvice } from './triageLevelsHaveCtaAndAdvice.ts';
import { triageRedFlagsReachTheirLevel } from './triageRedFlagsReachTheirLevel.ts';
import { triageReviewTablesAreCurrent } from './triageReviewTablesAreCurrent.ts';
import { triageSelfcareGuidesExist } from './triageSelfcareGuidesExist.ts';
import { triageRulesUseDefinedFields } from './triageRulesUseDefinedFields.ts';
import { triageRulesUseSupportedOperators } from './triageRulesUseSupportedOperators.ts';
import { triageTestIdsMatchFileNames } from './triageTestIdsMatchFileNames.ts';
import { triageYesNoQuestionsArePositive } from './triageYesNoQuestionsArePositive.ts';

/** Every check `npm run validate:content` runs after schema validation. */
export const allContentChecks: readonly ContentCheck[] = [
  triageTestIdsMatchFileNames,
  triageRulesUseDefinedFields,
  triageRulesUseSupportedOperators,
  triageYesNoQuestionsArePositive,
  triageARulesComeFirst,
  triageLevelsHaveCtaAndAdvice,
  triageRedFlagsReachTheirLevel,
  triageReviewTablesAreCurrent,
  triageSelfcareGuidesExist,
  idsAreUniqueWithinEachList,
  slugsAreUniqueAcrossContent,
  coverageCategoriesMatchServiceFiles,
  coverageServiceIdsAreUniqueAcrossCategories,
  coverageIconsAreLucideIcons,
  coverageCapsMigrationIsCurrent,
  memberTableChecksAreCurrent,
  familyDiscountsCoverEverySize,
  chatLinkMatchesChatNumber,
  legalTextsHaveMeta,
  messageKeysExist,
  generatedTypesAreCurrent,
  contentFilesNameTheirSchema,
  editorSettingsMatchSchemaIndex,
];
