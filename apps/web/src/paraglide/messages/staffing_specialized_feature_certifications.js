/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Specialized_Feature_CertificationsInputs */

const en_staffing_specialized_feature_certifications = /** @type {(inputs: Staffing_Specialized_Feature_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certifications verified`)
};

const fr_staffing_specialized_feature_certifications = /** @type {(inputs: Staffing_Specialized_Feature_CertificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certifications vérifiées`)
};

/**
* | output |
* | --- |
* | "Certifications verified" |
*
* @param {Staffing_Specialized_Feature_CertificationsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_specialized_feature_certifications = /** @type {((inputs?: Staffing_Specialized_Feature_CertificationsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Specialized_Feature_CertificationsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_specialized_feature_certifications(inputs)
	return en_staffing_specialized_feature_certifications(inputs)
});