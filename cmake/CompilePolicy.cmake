# One INTERFACE target carries the whole compile policy; every first-party target links it.
add_library(shardscope_policy INTERFACE)
target_compile_features(shardscope_policy INTERFACE cxx_std_20)
target_compile_options(shardscope_policy INTERFACE -Wall -Wextra -Wpedantic -Wshadow
                       -Wnon-virtual-dtor -Wcast-align -Woverloaded-virtual)
if(SHARDSCOPE_WERROR)
    target_compile_options(shardscope_policy INTERFACE -Werror)
endif()
target_compile_definitions(shardscope_policy INTERFACE
    QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_FOREACH QT_NO_KEYWORDS
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT QT_STRICT_ITERATORS QT_USE_QSTRINGBUILDER)
