import { marketingPaths } from '@site/paths/marketing';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  path: (typeof marketingPaths)['privacy' | 'terms' | 'cookies'];
  title: string;
  description: string;
  intro: string;
  sections: LegalSection[];
}

const contact = 'support@alexrivera.ai';

export const legalDocuments: Record<'privacy' | 'terms' | 'cookies', LegalDocument> = {
  privacy: {
    path: marketingPaths.privacy,
    title: 'Privacy Policy',
    description: 'How Alex Rivera AI collects, uses and protects your personal data.',
    intro:
      'This policy explains what personal data we collect when you use this website, buy a product or book a session, why we collect it, and the choices you have.',
    sections: [
      {
        heading: '1. Who we are',
        paragraphs: [
          `This website is operated by Alex Rivera AI ("we", "us"). For any privacy question, write to ${contact}.`,
        ],
      },
      {
        heading: '2. Data we collect',
        paragraphs: [
          'Contact details you give us: your name and email address when you check out, join the newsletter or the community, or book a call.',
          'Account data: your email address and a securely hashed password when you create an account.',
          'Order data: the products you buy and the amounts paid. Card details are handled by our payment provider and never reach our servers.',
          'Technical data: basic logs (IP address, browser type, pages requested) kept for security for up to 30 days.',
        ],
      },
      {
        heading: '3. How we use it',
        paragraphs: [
          'To deliver what you bought or booked, to send the emails you asked for, to support you, and to keep the site secure. We do not sell your data and we do not use it to train AI models.',
        ],
      },
      {
        heading: '4. Legal bases',
        paragraphs: [
          'We process your data to perform our contract with you, to meet legal obligations (such as tax records), with your consent (newsletter), and for our legitimate interest in running a secure website.',
        ],
      },
      {
        heading: '5. Sharing',
        paragraphs: [
          'We share data only with the service providers who help us run the business (hosting, payments, email, scheduling), under contracts that require them to protect it, or when the law requires it.',
        ],
      },
      {
        heading: '6. Retention',
        paragraphs: [
          'We keep account and order data for as long as your account is open and for the period tax law requires afterwards; newsletter data until you unsubscribe.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          `You can ask to see, correct, export or delete your data, or object to its use, by writing to ${contact}. You may also complain to your data protection authority.`,
        ],
      },
    ],
  },
  terms: {
    path: marketingPaths.terms,
    title: 'Terms of Service',
    description: 'The terms that apply when you use this website and buy products or services from Alex Rivera AI.',
    intro:
      'These terms apply to your use of this website and to every purchase you make here. Please read them before you buy.',
    sections: [
      {
        heading: '1. Using the website',
        paragraphs: [
          'You may use this website for lawful purposes only. Content on it is for general information and is not legal, financial or medical advice.',
        ],
      },
      {
        heading: '2. Accounts',
        paragraphs: ['You are responsible for keeping your password safe and for what happens under your account.'],
      },
      {
        heading: '3. Products and prices',
        paragraphs: [
          'Prices are shown in US dollars; sales tax is added at checkout where it applies. Digital products are delivered by instant access after payment.',
        ],
      },
      {
        heading: '4. Refunds and guarantees',
        paragraphs: [
          'Digital products and apps come with a 30-day money-back guarantee. AI solutions come with a 60-day implementation guarantee. Write to us within the period to claim it.',
        ],
      },
      {
        heading: '5. Memberships',
        paragraphs: [
          'Memberships renew monthly until you cancel. Cancelling stops the next renewal; the current month stays active.',
        ],
      },
      {
        heading: '6. Intellectual property',
        paragraphs: [
          'Courses, templates and other materials are licensed for use in your own business. You may not resell or publish them.',
        ],
      },
      {
        heading: '7. Liability',
        paragraphs: [
          'We take care to make our products accurate and useful, but results depend on how they are applied. To the extent the law allows, our liability is limited to the amount you paid.',
        ],
      },
      {
        heading: '8. Changes and contact',
        paragraphs: [`We may update these terms; the date at the top shows the latest version. Questions: ${contact}.`],
      },
    ],
  },
  cookies: {
    path: marketingPaths.cookies,
    title: 'Cookie Policy',
    description: 'Which cookies and local storage this website uses, and how to control them.',
    intro:
      'This policy explains the cookies and similar storage this website uses. We keep them to what the site needs to work.',
    sections: [
      {
        heading: '1. Strictly necessary storage',
        paragraphs: [
          'Your cart is kept in your browser’s local storage so it survives a reload. When you sign in, your session is kept in local storage so you stay signed in.',
          'Two first-party cookies help pages load well. One remembers for a year that your browser has already downloaded the site’s typeface, so the next pages show it at once; it holds only the font file’s name. The other holds a random number from 0 to 99 for 180 days, so that while a new version of part of the site is being tried, you keep seeing the same version.',
        ],
      },
      {
        heading: '2. Referral cookie',
        paragraphs: [
          'If you arrive through a partner’s referral link, a first-party cookie remembers the referral code for 60 days so your friend’s discount can be applied and the partner credited.',
        ],
      },
      {
        heading: '3. Third-party embeds',
        paragraphs: [
          'The scheduling calendar, contact form and videos are provided by third parties and load only when you scroll to them. Those services may set their own cookies under their own policies.',
        ],
      },
      {
        heading: '4. No advertising cookies',
        paragraphs: ['We do not use advertising or cross-site tracking cookies.'],
      },
      {
        heading: '5. Managing cookies',
        paragraphs: [
          `You can clear cookies and local storage in your browser settings at any time; the site will simply forget your cart and sign you out. Questions: ${contact}.`,
        ],
      },
    ],
  },
};
