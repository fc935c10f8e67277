/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Terms_Employers_P2Inputs */

const en_terms_employers_p2 = /** @type {(inputs: Terms_Employers_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All job postings are reviewed before they are published. We may edit a posting for clarity or formatting, and we may decline, suspend or remove any posting at our discretion, for example if it appears to be discriminatory, misleading or incomplete. Publishing a posting does not guarantee any number or quality of applicants.`)
};

const fr_terms_employers_p2 = /** @type {(inputs: Terms_Employers_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les offres d’emploi sont examinées avant leur publication. Nous pouvons modifier une offre pour des raisons de clarté ou de mise en forme, et nous pouvons refuser, suspendre ou retirer toute offre à notre discrétion, par exemple si elle semble discriminatoire, trompeuse ou incomplète. La publication d’une offre ne garantit ni le nombre ni la qualité des candidats.`)
};

/**
* | output |
* | --- |
* | "All job postings are reviewed before they are published. We may edit a posting for clarity or formatting, and we may decline, suspend or remove any posting a..." |
*
* @param {Terms_Employers_P2Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_employers_p2 = /** @type {((inputs?: Terms_Employers_P2Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Employers_P2Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_employers_p2(inputs)
	return en_terms_employers_p2(inputs)
});