import { mentionedUsernames, splitMentions } from '../mentions';

describe('mentions', () => {
  it('finds @usernames once each, case-insensitively, in order', () => {
    expect(mentionedUsernames('@ahmet_yilmaz bak, @Zeynep ve @ahmet_YILMAZ da.')).toEqual(['ahmet_yilmaz', 'Zeynep']);
  });

  it('ignores e-mail addresses, code, words and too-short names', () => {
    const text = 'mail: ali@example.com, `@kod_adi` ve\n```\n@blok_adi\n```\nx@yok @ab @@cift';
    expect(mentionedUsernames(text)).toEqual([]);
  });

  it('caps the mentions of one item', () => {
    const many = Array.from({ length: 15 }, (_, i) => `@uye_${i}`).join(' ');
    expect(mentionedUsernames(many)).toHaveLength(10);
  });

  it('splits text into runs and mentions for rendering', () => {
    expect(splitMentions('Merhaba @ahmet_yilmaz, (@zeynep)!')).toEqual([
      { text: 'Merhaba ' },
      { mention: 'ahmet_yilmaz' },
      { text: ', (' },
      { mention: 'zeynep' },
      { text: ')!' },
    ]);
    expect(splitMentions('yok')).toEqual([{ text: 'yok' }]);
  });
});
