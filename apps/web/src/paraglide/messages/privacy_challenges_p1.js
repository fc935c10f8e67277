/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Challenges_P1Inputs */

const en_privacy_challenges_p1 = /** @type {(inputs: Privacy_Challenges_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you have a question or concern about our privacy practices, please contact our Privacy Officer first. We will investigate every complaint and, if it is justified, take appropriate measures, including changing our policies and practices. If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada at www.priv.gc.ca or 1-800-282-1376.`)
};

const fr_privacy_challenges_p1 = /** @type {(inputs: Privacy_Challenges_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous avez une question ou une préoccupation au sujet de nos pratiques en matière de confidentialité, veuillez d’abord communiquer avec notre responsable de la protection de la vie privée. Nous examinerons chaque plainte et, si elle est fondée, prendrons les mesures appropriées, notamment en modifiant nos politiques et pratiques. Si notre réponse ne vous satisfait pas, vous pouvez communiquer avec le Commissariat à la protection de la vie privée du Canada à www.priv.gc.ca ou au 1-800-282-1376.`)
};

/**
* | output |
* | --- |
* | "If you have a question or concern about our privacy practices, please contact our Privacy Officer first. We will investigate every complaint and, if it is ju..." |
*
* @param {Privacy_Challenges_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_challenges_p1 = /** @type {((inputs?: Privacy_Challenges_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Challenges_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_challenges_p1(inputs)
	return en_privacy_challenges_p1(inputs)
});