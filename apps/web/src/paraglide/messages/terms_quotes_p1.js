/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Quotes_P1Inputs */

const en_terms_quotes_p1 = /** @type {(inputs: Terms_Quotes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote requests for staffing, warehousing or transportation services submitted through the Website are enquiries only. Any quote we provide is an estimate based on the information you give us, is valid for the period stated in it, and becomes binding only when both parties sign a service agreement or confirm a written order. Rates, transit times and availability depend on capacity, volumes, freight characteristics and other factors at the time of service.`)
};

const fr_terms_quotes_p1 = /** @type {(inputs: Terms_Quotes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les demandes de soumission de services de dotation, d’entreposage ou de transport envoyées par le site Web ne sont que des demandes de renseignements. Toute soumission que nous fournissons est une estimation fondée sur les renseignements que vous nous donnez, est valide pour la période qui y est indiquée et ne devient exécutoire que lorsque les deux parties signent une entente de service ou confirment une commande écrite. Les tarifs, les délais de transit et la disponibilité dépendent de la capacité, des volumes, des caractéristiques des marchandises et d’autres facteurs au moment du service.`)
};

/**
* | output |
* | --- |
* | "Quote requests for staffing, warehousing or transportation services submitted through the Website are enquiries only. Any quote we provide is an estimate bas..." |
*
* @param {Terms_Quotes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_quotes_p1 = /** @type {((inputs?: Terms_Quotes_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Quotes_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_quotes_p1(inputs)
	return en_terms_quotes_p1(inputs)
});