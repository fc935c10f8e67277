/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Search_Form_LabelInputs */

const en_home_search_form_label = /** @type {(inputs: Home_Search_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job search`)
};

const fr_home_search_form_label = /** @type {(inputs: Home_Search_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche d’emploi`)
};

/**
* | output |
* | --- |
* | "Job search" |
*
* @param {Home_Search_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_search_form_label = /** @type {((inputs?: Home_Search_Form_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Search_Form_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_search_form_label(inputs)
	return en_home_search_form_label(inputs)
});