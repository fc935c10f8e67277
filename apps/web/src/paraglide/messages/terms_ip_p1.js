/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ legalName: NonNullable<unknown> }} Terms_Ip_P1Inputs */

const en_terms_ip_p1 = /** @type {(inputs: Terms_Ip_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Website and its content, including text, graphics, logos, images, articles and software, are owned by or licensed to ${i?.legalName} and are protected by Canadian and international copyright and trademark laws. You may view and print pages of the Website for your personal, non-commercial use. You may not copy, reproduce, republish, modify or distribute any content without our prior written consent.`)
};

const fr_terms_ip_p1 = /** @type {(inputs: Terms_Ip_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le site Web et son contenu, y compris les textes, graphiques, logos, images, articles et logiciels, appartiennent à ${i?.legalName} ou lui sont concédés sous licence, et sont protégés par les lois canadiennes et internationales sur le droit d’auteur et les marques de commerce. Vous pouvez consulter et imprimer des pages du site Web pour votre usage personnel et non commercial. Vous ne pouvez pas copier, reproduire, republier, modifier ni distribuer de contenu sans notre consentement écrit préalable.`)
};

/**
* | output |
* | --- |
* | "The Website and its content, including text, graphics, logos, images, articles and software, are owned by or licensed to {legalName} and are protected by Can..." |
*
* @param {Terms_Ip_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_ip_p1 = /** @type {((inputs: Terms_Ip_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Ip_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_ip_p1(inputs)
	return en_terms_ip_p1(inputs)
});