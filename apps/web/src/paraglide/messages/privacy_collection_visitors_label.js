/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Visitors_LabelInputs */

const en_privacy_collection_visitors_label = /** @type {(inputs: Privacy_Collection_Visitors_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website visitors:`)
};

const fr_privacy_collection_visitors_label = /** @type {(inputs: Privacy_Collection_Visitors_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiteurs du site Web :`)
};

/**
* | output |
* | --- |
* | "Website visitors:" |
*
* @param {Privacy_Collection_Visitors_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_visitors_label = /** @type {((inputs?: Privacy_Collection_Visitors_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Visitors_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_visitors_label(inputs)
	return en_privacy_collection_visitors_label(inputs)
});