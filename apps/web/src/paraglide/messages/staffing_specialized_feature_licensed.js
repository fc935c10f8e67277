/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Specialized_Feature_LicensedInputs */

const en_staffing_specialized_feature_licensed = /** @type {(inputs: Staffing_Specialized_Feature_LicensedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forklift, AZ and DZ licensed talent`)
};

const fr_staffing_specialized_feature_licensed = /** @type {(inputs: Staffing_Specialized_Feature_LicensedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caristes et chauffeurs titulaires d’un permis AZ ou DZ`)
};

/**
* | output |
* | --- |
* | "Forklift, AZ and DZ licensed talent" |
*
* @param {Staffing_Specialized_Feature_LicensedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_specialized_feature_licensed = /** @type {((inputs?: Staffing_Specialized_Feature_LicensedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Specialized_Feature_LicensedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_specialized_feature_licensed(inputs)
	return en_staffing_specialized_feature_licensed(inputs)
});