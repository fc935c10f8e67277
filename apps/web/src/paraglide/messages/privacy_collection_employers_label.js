/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Employers_LabelInputs */

const en_privacy_collection_employers_label = /** @type {(inputs: Privacy_Collection_Employers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employers and clients:`)
};

const fr_privacy_collection_employers_label = /** @type {(inputs: Privacy_Collection_Employers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Employeurs et clients :`)
};

/**
* | output |
* | --- |
* | "Employers and clients:" |
*
* @param {Privacy_Collection_Employers_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_employers_label = /** @type {((inputs?: Privacy_Collection_Employers_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Employers_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_employers_label(inputs)
	return en_privacy_collection_employers_label(inputs)
});