/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Use_VirusesInputs */

const en_terms_use_viruses = /** @type {(inputs: Terms_Use_VirusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upload or transmit viruses, malicious code or any material that could damage or impair the Website or the devices of other users;`)
};

const fr_terms_use_viruses = /** @type {(inputs: Terms_Use_VirusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`téléverser ou transmettre des virus, du code malveillant ou tout élément susceptible d’endommager ou de perturber le site Web ou les appareils d’autres utilisateurs;`)
};

/**
* | output |
* | --- |
* | "upload or transmit viruses, malicious code or any material that could damage or impair the Website or the devices of other users;" |
*
* @param {Terms_Use_VirusesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_use_viruses = /** @type {((inputs?: Terms_Use_VirusesInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Use_VirusesInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_use_viruses(inputs)
	return en_terms_use_viruses(inputs)
});