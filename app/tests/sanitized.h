// The randomised tests walk fewer cases in the sanitizer build (`make test-asan`), where each case costs
// 5–10 times more; the Release suite walks them all.
#pragma once

namespace ricochet::app {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
inline constexpr bool kSanitized = __has_feature(address_sanitizer);
#else
inline constexpr bool kSanitized = false;
#endif

// n cases in Release, an eighth of them (at least one) under the sanitizers.
constexpr int Cases(int n) { return kSanitized ? (n + 7) / 8 : n; }

}  // namespace ricochet::app
