/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Answer_RequestedInputs */

const en_privacy_answer_requested = /** @type {(inputs: Privacy_Answer_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. We sent an email to that address: follow its link within 7 days to confirm your request.`)
};

const fr_privacy_answer_requested = /** @type {(inputs: Privacy_Answer_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Nous avons envoyé un courriel à cette adresse : suivez son lien d’ici 7 jours pour confirmer votre demande.`)
};

/**
* | output |
* | --- |
* | "Thank you. We sent an email to that address: follow its link within 7 days to confirm your request." |
*
* @param {Privacy_Answer_RequestedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_answer_requested = /** @type {((inputs?: Privacy_Answer_RequestedInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Answer_RequestedInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_answer_requested(inputs)
	return en_privacy_answer_requested(inputs)
});