/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_Applications_LabelInputs */

const en_privacy_retention_applications_label = /** @type {(inputs: Privacy_Retention_Applications_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Job applications and uploaded resumés:`)
};

const fr_privacy_retention_applications_label = /** @type {(inputs: Privacy_Retention_Applications_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidatures et CV téléversés :`)
};

/**
* | output |
* | --- |
* | "Job applications and uploaded resumés:" |
*
* @param {Privacy_Retention_Applications_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_applications_label = /** @type {((inputs?: Privacy_Retention_Applications_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_Applications_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_applications_label(inputs)
	return en_privacy_retention_applications_label(inputs)
});