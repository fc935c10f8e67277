/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Enquiries_LabelInputs */

const en_privacy_collection_enquiries_label = /** @type {(inputs: Privacy_Collection_Enquiries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enquiries and newsletter:`)
};

const fr_privacy_collection_enquiries_label = /** @type {(inputs: Privacy_Collection_Enquiries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes et infolettre :`)
};

/**
* | output |
* | --- |
* | "Enquiries and newsletter:" |
*
* @param {Privacy_Collection_Enquiries_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_enquiries_label = /** @type {((inputs?: Privacy_Collection_Enquiries_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Enquiries_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_enquiries_label(inputs)
	return en_privacy_collection_enquiries_label(inputs)
});