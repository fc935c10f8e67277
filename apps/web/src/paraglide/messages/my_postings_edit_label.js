/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_Edit_LabelInputs */

const en_my_postings_edit_label = /** @type {(inputs: My_Postings_Edit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit job posting`)
};

const fr_my_postings_edit_label = /** @type {(inputs: My_Postings_Edit_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’offre d’emploi`)
};

/**
* | output |
* | --- |
* | "Edit job posting" |
*
* @param {My_Postings_Edit_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_edit_label = /** @type {((inputs?: My_Postings_Edit_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_Edit_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_edit_label(inputs)
	return en_my_postings_edit_label(inputs)
});