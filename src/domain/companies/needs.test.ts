import { describe, expect, it } from 'vitest';
import { seedBank } from '../../../mock/bank/seed';
import { companyNeeds } from './needs';
import type { Company } from '../../api/companies/schemas';

const [corp, rockets] = seedBank().users.get('acme')?.companies ?? [];

describe('companyNeeds', () => {
  it('names what acme’s seeded companies still need, in order', () => {
    if (!corp || !rockets) throw new Error('acme’s companies are not seeded');
    expect(companyNeeds(corp)).toEqual(['email']);
    expect(companyNeeds(rockets)).toEqual(['kyb', 'contract']);
  });

  it('needs KYB until confirmed (pending too), nothing once all is done', () => {
    if (!corp) throw new Error('no company');
    const done: Company = { ...corp, emailVerified: true };
    expect(companyNeeds(done)).toEqual([]);
    expect(companyNeeds({ ...done, kyb: 'kyb:pending' })).toEqual(['kyb']);
    expect(companyNeeds({ ...done, contractId: undefined, emailVerified: undefined })).toEqual([
      'contract',
    ]);
  });
});
