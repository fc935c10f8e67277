/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Access_P1Inputs */

const en_privacy_access_p1 = /** @type {(inputs: Privacy_Access_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have the right to know whether we hold personal information about you, to ask how it has been used and to whom it has been disclosed, and to request access to it. Send your request in writing to our Privacy Officer. We may ask you to verify your identity before we release any information.`)
};

const fr_privacy_access_p1 = /** @type {(inputs: Privacy_Access_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez le droit de savoir si nous détenons des renseignements personnels à votre sujet, de demander comment ils ont été utilisés et à qui ils ont été communiqués, et d’en demander l’accès. Envoyez votre demande par écrit à notre responsable de la protection de la vie privée. Nous pourrions vous demander de confirmer votre identité avant de communiquer quelque renseignement que ce soit.`)
};

/**
* | output |
* | --- |
* | "You have the right to know whether we hold personal information about you, to ask how it has been used and to whom it has been disclosed, and to request acce..." |
*
* @param {Privacy_Access_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_access_p1 = /** @type {((inputs?: Privacy_Access_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Access_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_access_p1(inputs)
	return en_privacy_access_p1(inputs)
});