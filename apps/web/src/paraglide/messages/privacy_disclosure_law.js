/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Disclosure_LawInputs */

const en_privacy_disclosure_law = /** @type {(inputs: Privacy_Disclosure_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`where required or permitted by law, for example in response to a court order or to protect the rights, property or safety of our employees, clients or others.`)
};

const fr_privacy_disclosure_law = /** @type {(inputs: Privacy_Disclosure_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lorsque la loi l’exige ou le permet, par exemple en réponse à une ordonnance d’un tribunal ou pour protéger les droits, les biens ou la sécurité de nos employés, de nos clients ou d’autres personnes.`)
};

/**
* | output |
* | --- |
* | "where required or permitted by law, for example in response to a court order or to protect the rights, property or safety of our employees, clients or others." |
*
* @param {Privacy_Disclosure_LawInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_disclosure_law = /** @type {((inputs?: Privacy_Disclosure_LawInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Disclosure_LawInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_disclosure_law(inputs)
	return en_privacy_disclosure_law(inputs)
});