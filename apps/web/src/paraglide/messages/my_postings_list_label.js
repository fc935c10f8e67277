/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} My_Postings_List_LabelInputs */

const en_my_postings_list_label = /** @type {(inputs: My_Postings_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your job postings`)
};

const fr_my_postings_list_label = /** @type {(inputs: My_Postings_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos offres d’emploi`)
};

/**
* | output |
* | --- |
* | "Your job postings" |
*
* @param {My_Postings_List_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const my_postings_list_label = /** @type {((inputs?: My_Postings_List_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<My_Postings_List_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_my_postings_list_label(inputs)
	return en_my_postings_list_label(inputs)
});