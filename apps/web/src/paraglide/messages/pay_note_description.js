/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pay_Note_DescriptionInputs */

const en_pay_note_description = /** @type {(inputs: Pay_Note_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional: a note shown with the pay, such as tips, overtime or a shift premium. Put the amounts in the fields above.`)
};

const fr_pay_note_description = /** @type {(inputs: Pay_Note_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif : une note affichée avec le salaire, comme les pourboires, les heures supplémentaires ou une prime de quart. Inscrivez les montants dans les champs ci-dessus.`)
};

/**
* | output |
* | --- |
* | "Optional: a note shown with the pay, such as tips, overtime or a shift premium. Put the amounts in the fields above." |
*
* @param {Pay_Note_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const pay_note_description = /** @type {((inputs?: Pay_Note_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pay_Note_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_pay_note_description(inputs)
	return en_pay_note_description(inputs)
});