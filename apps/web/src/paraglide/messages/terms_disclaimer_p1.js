/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Disclaimer_P1Inputs */

const en_terms_disclaimer_p1 = /** @type {(inputs: Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Website is provided on an "as is" and "as available" basis. While we work to keep information accurate and up to date, we make no representations or warranties of any kind, express or implied, about the completeness, accuracy, reliability or availability of the Website or its content, including job listings, articles and market information. We do not warrant that the Website will be uninterrupted, secure or free of errors or harmful components.`)
};

const fr_terms_disclaimer_p1 = /** @type {(inputs: Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le site Web est fourni « tel quel » et « selon sa disponibilité ». Bien que nous nous efforcions de garder l’information exacte et à jour, nous ne faisons aucune déclaration et n’offrons aucune garantie, expresse ou implicite, quant à l’exhaustivité, à l’exactitude, à la fiabilité ou à la disponibilité du site Web ou de son contenu, y compris les offres d’emploi, les articles et l’information sur le marché. Nous ne garantissons pas que le site Web sera ininterrompu, sécuritaire ou exempt d’erreurs ou d’éléments nuisibles.`)
};

/**
* | output |
* | --- |
* | "The Website is provided on an \"as is\" and \"as available\" basis. While we work to keep information accurate and up to date, we make no representations or warr..." |
*
* @param {Terms_Disclaimer_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_disclaimer_p1 = /** @type {((inputs?: Terms_Disclaimer_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Disclaimer_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_disclaimer_p1(inputs)
	return en_terms_disclaimer_p1(inputs)
});