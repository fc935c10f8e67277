/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Changes_P1Inputs */

const en_terms_changes_p1 = /** @type {(inputs: Terms_Changes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may update these Terms from time to time to reflect changes in our services, the Website or the law. The updated Terms take effect when they are posted on this page, and the "Last updated" date above will change. Your continued use of the Website after changes are posted means you accept the updated Terms.`)
};

const fr_terms_changes_p1 = /** @type {(inputs: Terms_Changes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous pouvons mettre à jour ces conditions à l’occasion pour tenir compte de changements à nos services, au site Web ou à la loi. Les conditions mises à jour entrent en vigueur dès leur publication sur cette page, et la date de « dernière mise à jour » ci-dessus change. Si vous continuez d’utiliser le site Web après la publication des changements, vous acceptez les conditions mises à jour.`)
};

/**
* | output |
* | --- |
* | "We may update these Terms from time to time to reflect changes in our services, the Website or the law. The updated Terms take effect when they are posted on..." |
*
* @param {Terms_Changes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_changes_p1 = /** @type {((inputs?: Terms_Changes_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Changes_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_changes_p1(inputs)
	return en_terms_changes_p1(inputs)
});