/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_ProvidersInputs */

const en_privacy_disclosure_providers = /** @type {(inputs: Privacy_Disclosure_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to service providers who host our website, deliver email or support our operations, under contracts that require them to protect the information and use it only for our purposes;`)
};

const fr_privacy_disclosure_providers = /** @type {(inputs: Privacy_Disclosure_ProvidersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux fournisseurs de services qui hébergent notre site Web, acheminent nos courriels ou soutiennent nos activités, en vertu de contrats qui les obligent à protéger les renseignements et à les utiliser uniquement à nos fins;`)
};

/**
* | output |
* | --- |
* | "to service providers who host our website, deliver email or support our operations, under contracts that require them to protect the information and use it o..." |
*
* @param {Privacy_Disclosure_ProvidersInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_providers = /** @type {((inputs?: Privacy_Disclosure_ProvidersInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_ProvidersInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_providers(inputs)
	return en_privacy_disclosure_providers(inputs)
});