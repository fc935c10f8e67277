/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Services_Workforce_Feature_OnboardingInputs */

const en_services_workforce_feature_onboarding = /** @type {(inputs: Services_Workforce_Feature_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onboarding and safety orientation`)
};

const fr_services_workforce_feature_onboarding = /** @type {(inputs: Services_Workforce_Feature_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intégration et formation à la sécurité`)
};

/**
* | output |
* | --- |
* | "Onboarding and safety orientation" |
*
* @param {Services_Workforce_Feature_OnboardingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const services_workforce_feature_onboarding = /** @type {((inputs?: Services_Workforce_Feature_OnboardingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Services_Workforce_Feature_OnboardingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_services_workforce_feature_onboarding(inputs)
	return en_services_workforce_feature_onboarding(inputs)
});