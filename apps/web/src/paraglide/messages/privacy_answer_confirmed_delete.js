/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Answer_Confirmed_DeleteInputs */

const en_privacy_answer_confirmed_delete = /** @type {(inputs: Privacy_Answer_Confirmed_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request is confirmed. We will delete the personal information we hold about you within 30 days.`)
};

const fr_privacy_answer_confirmed_delete = /** @type {(inputs: Privacy_Answer_Confirmed_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande est confirmée. Nous supprimerons les renseignements personnels que nous détenons à votre sujet d’ici 30 jours.`)
};

/**
* | output |
* | --- |
* | "Your request is confirmed. We will delete the personal information we hold about you within 30 days." |
*
* @param {Privacy_Answer_Confirmed_DeleteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_answer_confirmed_delete = /** @type {((inputs?: Privacy_Answer_Confirmed_DeleteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Answer_Confirmed_DeleteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_answer_confirmed_delete(inputs)
	return en_privacy_answer_confirmed_delete(inputs)
});