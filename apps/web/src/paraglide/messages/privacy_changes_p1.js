/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Changes_P1Inputs */

const en_privacy_changes_p1 = /** @type {(inputs: Privacy_Changes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may update this Privacy Policy from time to time. The updated policy takes effect when it is posted on this page, and the "Last updated" date will change. Please also read our`)
};

const fr_privacy_changes_p1 = /** @type {(inputs: Privacy_Changes_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous pouvons mettre à jour la présente politique de confidentialité à l’occasion. La politique mise à jour entre en vigueur dès sa publication sur cette page, et la date de « dernière mise à jour » change. Veuillez aussi lire nos`)
};

/**
* | output |
* | --- |
* | "We may update this Privacy Policy from time to time. The updated policy takes effect when it is posted on this page, and the \"Last updated\" date will change...." |
*
* @param {Privacy_Changes_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_changes_p1 = /** @type {((inputs?: Privacy_Changes_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Changes_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_changes_p1(inputs)
	return en_privacy_changes_p1(inputs)
});