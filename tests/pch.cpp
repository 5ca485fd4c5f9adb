// The object that makes the tests' precompiled header (tests/CMakeLists.txt: ndcg_test_pch).
