import * as v from 'valibot';
import { externalServices } from './externalServices';
import { ExternalServicesSchema } from './externalServicesSchema';

it('names every external service by an https address', () => {
  expect(v.safeParse(ExternalServicesSchema, externalServices).issues).toBeUndefined();
  expect(v.is(ExternalServicesSchema, { ...externalServices, contactFormUrl: 'http://forms.example' })).toBe(false);
});
