import { parseCatalogue } from './catalogue';
import { products } from './products';

describe("the catalogue's shape (docs/product.md §3)", () => {
  it('holds for every product of products.json', () => {
    expect(parseCatalogue(products)).toHaveLength(14);
  });

  it('says which product is wrong and how', () => {
    const [first, ...rest] = products;
    expect(() => parseCatalogue([{ ...first, price: 'free' }, ...rest])).toThrow(
      'The catalogue (products.json) is not valid at 0.price',
    );
    expect(() => parseCatalogue([...products, { ...first }])).toThrow('a product id appears twice');
    expect(() => parseCatalogue([{ ...first, upsells: ['no-such-product'] }, ...rest])).toThrow(
      'an upsell names no product of the catalogue',
    );
    expect(() => parseCatalogue([{ ...first, type: 'lamp' }, ...rest])).toThrow('at 0.type');
  });
});
