/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_Candidates_LabelInputs */

const en_privacy_collection_candidates_label = /** @type {(inputs: Privacy_Collection_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job seekers and candidates:`)
};

const fr_privacy_collection_candidates_label = /** @type {(inputs: Privacy_Collection_Candidates_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercheurs d’emploi et candidats :`)
};

/**
* | output |
* | --- |
* | "Job seekers and candidates:" |
*
* @param {Privacy_Collection_Candidates_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_candidates_label = /** @type {((inputs?: Privacy_Collection_Candidates_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_Candidates_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_candidates_label(inputs)
	return en_privacy_collection_candidates_label(inputs)
});