import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { activateCatalogue, useLocale } from '../../i18n/i18n';
import { loadCatalogue } from '../../i18n/catalogues';
import { activateEnglish } from '../../i18n/english';
import { isLocale, type Locale } from '../../i18n/locales';
import { LanguagePanel } from './language-panel';

/** The panel bound to the catalogues, as the app binds it: choosing a language switches the texts. */
function LanguageDemo() {
  const locale = useLocale();
  return (
    <LanguagePanel
      value={isLocale(locale) ? locale : 'en'}
      onChange={(next: Locale) => void loadCatalogue(next).then((messages) => activateCatalogue(next, messages))}
    />
  );
}

const meta = {
  title: 'Profile/Language',
  component: LanguagePanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
  args: { value: 'en', onChange: () => undefined },
} satisfies Meta<typeof LanguagePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each option is the language's own name; the label follows the language chosen. */
export const Choosing: Story = {
  render: () => <LanguageDemo />,
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    const options = canvas.getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual(['English', 'Deutsch', 'Français', 'Español', 'Português (Brasil)', '日本語', 'العربية']);
    await userEvent.selectOptions(select, 'de');
    await expect(await canvas.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sprache' }), 'ar');
    await expect(await canvas.findByRole('combobox', { name: 'اللغة' })).toBeVisible();
    await expect(document.documentElement.dir).toBe('rtl');
    activateEnglish();
    await expect(await canvas.findByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};
