/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_IntroInputs */

const en_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your privacy matters to us. This policy describes what personal information we collect, why we collect it, how long we keep it and the choices and rights you have, including your right to access your information under Canadian privacy law.`)
};

const fr_privacy_intro = /** @type {(inputs: Privacy_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre vie privée nous tient à cœur. Cette politique décrit les renseignements personnels que nous recueillons, pourquoi nous les recueillons, combien de temps nous les conservons ainsi que vos choix et vos droits, y compris votre droit d’accès à vos renseignements en vertu des lois canadiennes sur la protection des renseignements personnels.`)
};

/**
* | output |
* | --- |
* | "Your privacy matters to us. This policy describes what personal information we collect, why we collect it, how long we keep it and the choices and rights you..." |
*
* @param {Privacy_IntroInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_intro = /** @type {((inputs?: Privacy_IntroInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_IntroInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_intro(inputs)
	return en_privacy_intro(inputs)
});