import { hostFormat, type Format } from './format';
import { enCourse, type CourseChromeStrings } from './en-course';

/**
 * The landing page's and the disclosure's words (course details, objectives, faculty,
 * accreditation and credit, disclosures, release and expiry), in the `course` section of `Strings`.
 * Loaded with those views, not with a page of questions.
 */
export interface LandingStrings extends Pick<CourseChromeStrings, 'formatDate'> {
  // Landing page
  untitledCourse: string;
  detailsHeading: string;
  estimatedTime: string;
  targetAudience: string;
  requirements: string;
  statementOfNeedHeading: string;
  objectivesHeading: string;
  facultyHeading: string;
  howToEarnCreditHeading: string;
  // Accreditation
  accreditationHeading: string;
  creditsCaption: string;
  professionColumn: string;
  creditTypeColumn: string;
  hoursColumn: string;
  providerColumn: string;
  /** The hours of one credit row, as a number in the locale. */
  hoursCell: (hours: number, f?: Format) => string;
  totalCreditHours: (hours: number, f?: Format) => string;
  accreditationStatement: string;
  commercialSupport: string;
  disclosureSummary: string;
  // Disclosure before the activity (ACCME Standards 5 and 6)
  disclosureHeading: string;
  disclosureIntro: string;
  disclosureRelationshipsHeading: string;
  disclosureNotProvided: string;
  disclosureContinue: string;
  releaseDate: string;
  expirationDate: string;
  expiredNotice: (expiredOn: string) => string;
}

const enLanding: LandingStrings = {
  untitledCourse: 'Untitled course',
  detailsHeading: 'Activity details',
  estimatedTime: 'Estimated time',
  targetAudience: 'Target audience',
  requirements: 'Hardware and software requirements',
  statementOfNeedHeading: 'Statement of need',
  objectivesHeading: 'Learning objectives',
  facultyHeading: 'Faculty',
  howToEarnCreditHeading: 'How to earn credit',
  accreditationHeading: 'Accreditation and credit',
  creditsCaption: 'Credit by profession',
  professionColumn: 'Profession',
  creditTypeColumn: 'Credit type',
  hoursColumn: 'Hours',
  providerColumn: 'Accredited provider',
  hoursCell: (hours, f = hostFormat()) => f.number(hours),
  totalCreditHours: (hours, f = hostFormat()) => f.plural(hours, { one: 'Total: # credit hour', other: 'Total: # credit hours' }),
  accreditationStatement: 'Accreditation statement',
  commercialSupport: 'Commercial support',
  disclosureSummary: 'Disclosures',
  disclosureHeading: 'Before you begin',
  disclosureIntro: 'The accredited provider discloses the following before the activity starts.',
  disclosureRelationshipsHeading: 'Relevant financial relationships',
  disclosureNotProvided: 'Not provided by the activity provider.',
  disclosureContinue: 'Continue to the activity',
  releaseDate: 'Release date',
  expirationDate: 'Expiration date',
  expiredNotice: (expiredOn) => `This activity expired on ${expiredOn}. Credit can no longer be earned.`,
  formatDate: enCourse.formatDate,
};

/** The course section's landing entries, and the player's Start button, in English. */
export const landingStrings = {
  course: enLanding,
  player: {
    startCourseLabel: 'Start the course',
  },
};
