// Generated from src/lib/i18n/messages.*.ts by scripts/compile-messages.mjs. Do not edit: run npm run gen:messages.
import type { Messages } from '@lingui/core'

export const messages: Messages = {
  "enrollment.submitMany": [["n","plural",{"0":["छानिएकालाई प्रमाणीकरणका लागि पेस गर्नुहोस्"],"other":["#"," विद्यार्थीलाई प्रमाणीकरणका लागि पेस गर्नुहोस्"]}]],
  "enrollment.submitManyQuestion": [["n","plural",{"other":["#"," विद्यार्थीलाई विश्वविद्यालयमा पेस गर्ने?"]}]," पेस गरिएको अभिलेख विश्वविद्यालयले फिर्ता नपठाएसम्म क्याम्पसले बदल्न सक्दैन।"],
  "enrollment.submitManyHint": ["मस्यौदा र फिर्ता आएका अभिलेखमा चिनो लगाउनुहोस्, अनि सबैलाई एकैपटक विश्वविद्यालयमा पेस गर्नुहोस्।"],
  "enrollment.notSentShort": ["अझै सर्भरमा छैन"],
  "enrollment.editParked": ["एउटा सम्पादन सिंक पृष्ठमा निर्णय पर्खिरहेको"],
  "enrollment.editsWait": ["सम्पादन पठाउन बाँकी"],
  "enrollment.submitWaitsShort": ["पेस पठाउन बाँकी"],
  "enrollment.verifyMany": [["n","plural",{"0":["छानिएकालाई प्रमाणित गर्नुहोस्"],"other":["#"," विद्यार्थी प्रमाणित गर्नुहोस्"]}]],
  "enrollment.verifyManyQuestion": [["n","plural",{"other":["#"," विद्यार्थी प्रमाणित गर्ने?"]}]," प्रमाणित अभिलेख तपाईंले स्वीकृत गरेको परिवर्तन अनुरोधबाट मात्र बदलिन्छ।"],
  "enrollment.reviewManyHint": ["कागजातसहित जाँचेका, पेस गरिएका अभिलेखमा चिनो लगाउनुहोस्, अनि सबैलाई एकैपटक प्रमाणित गर्नुहोस्, वा एउटै कारणसहित क्याम्पसमा फिर्ता पठाउनुहोस्।"],
  "enrollment.verifiedMany": [["n","plural",{"0":["कुनै विद्यार्थी प्रमाणित भएनन्।"],"other":["#"," विद्यार्थी प्रमाणित भए।"]}]],
  "enrollment.verifyManyRefused": [["n","plural",{"other":["#"," प्रमाणित भएनन्"]}]],
  "enrollment.returnMany": [["n","plural",{"0":["छानिएकालाई फिर्ता पठाउनुहोस्"],"other":["#"," विद्यार्थी फिर्ता पठाउनुहोस्"]}]],
  "enrollment.returnManyQuestion": [["n","plural",{"other":["#"," विद्यार्थीलाई क्याम्पसमा फिर्ता पठाउने?"]}]," क्याम्पसले हरेक अभिलेखमा कारण पढ्छ, सच्याउँछ र फेरि पेस गर्छ।"],
  "enrollment.returnedMany": [["n","plural",{"0":["कुनै विद्यार्थी फिर्ता पठाइएनन्।"],"other":["#"," विद्यार्थी फिर्ता पठाइए।"]}]],
  "enrollment.returnManyRefused": [["n","plural",{"other":["#"," फिर्ता पठाइएनन्"]}]],
  "enrollment.notSubmittedNow": ["अब पेस गरिएको छैन (",["state"],")"],
  "enrollment.notFoundNow": ["भेटिएन, वा तपाईंको विश्वविद्यालयको होइन"],
}
