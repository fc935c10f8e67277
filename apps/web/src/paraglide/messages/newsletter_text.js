/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletter_TextInputs */

const en_newsletter_text = /** @type {(inputs: Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiring tips, warehousing and freight insights and career advice from our team, delivered to your inbox every week. No spam, unsubscribe at any time.`)
};

const fr_newsletter_text = /** @type {(inputs: Newsletter_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseils d’embauche, perspectives sur l’entreposage et le transport de marchandises et conseils de carrière de notre équipe, dans votre boîte de réception chaque semaine. Aucun pourriel, désabonnement en tout temps.`)
};

/**
* | output |
* | --- |
* | "Hiring tips, warehousing and freight insights and career advice from our team, delivered to your inbox every week. No spam, unsubscribe at any time." |
*
* @param {Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const newsletter_text = /** @type {((inputs?: Newsletter_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Newsletter_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_newsletter_text(inputs)
	return en_newsletter_text(inputs)
});