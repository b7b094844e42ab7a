#!/usr/bin/env bash
# Builds and runs public OpenCL programs on the eusim platform, from checkouts you provide
# (their code is never part of this repository):
#   scripts/icd-external.sh clpeak SRC BUILD   # krrishnarraj/clpeak: compute, integer, bandwidth
#   scripts/icd-external.sh cts SRC BUILD      # KhronosGroup/OpenCL-CTS: test_subgroups
#     (CTS_TARGET=test_basic CTS_ARGS="imagecopy3d readimage3d ..." for another suite;
#      CTS_ARGS also takes the harness's options, e.g. -w for wimpy mode)
#   CLPEAK_ARGS adds clpeak options (e.g. --image-memory-bandwidth to run one test)
# Needs cmake, a C++ compiler, ocl-icd-opencl-dev, opencl-headers (for the CTS also
# spirv-headers or SPIRV_HEADERS=<SPIRV-Headers checkout>, and CL_HEADERS=<OpenCL-Headers
# checkout>), ocloc, and target/release/libeusim_icd.so (`cargo build --release`). Output goes to
# BUILD/run.log; the exit status is the program's.
set -euo pipefail
what=${1:?usage: icd-external.sh clpeak|cts SRC BUILD}
src=$(realpath "${2:?source checkout}")
build=$(realpath -m "${3:?build directory}")
repo=$(cd "$(dirname "$0")/.." && pwd)
lib="$repo/target/release/libeusim_icd.so"
[ -f "$lib" ] || { echo "icd-external.sh: $lib missing: run cargo build --release" >&2; exit 1; }
vendors="$build/vendors"
mkdir -p "$vendors"
echo "$lib" > "$vendors/eusim.icd"
export OCL_ICD_VENDORS="$vendors"

case "$what" in
clpeak)
    cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCLPEAK_ENABLE_VULKAN=OFF \
        -DCLPEAK_ENABLE_CUDA=OFF -DCLPEAK_ENABLE_ROCM=OFF -DCLPEAK_ENABLE_METAL=OFF \
        -DCLPEAK_ENABLE_ONEAPI=OFF -DCLPEAK_ENABLE_CPU=OFF -DCLPEAK_ENABLE_GUI=OFF >/dev/null
    cmake --build "$build" -j"$(nproc)" >/dev/null
    # one iteration and the smallest sizes clpeak's options allow: a simulated GPU runs
    # about a million times slower than the real one
    exe=$(find "$build" -type f -name clpeak -perm -u+x | head -n 1)
    "$exe" --opencl --iters 1 ${CLPEAK_ARGS:-} 2>&1 | tee "$build/run.log"
    ;;
cts)
    if [ ! -d "$src/test_conformance/spir" ]; then
        # the SPIR tests' archives are large files a shallow or filtered copy may lack
        sed -i '/add_subdirectory( spir )/d' "$src/test_conformance/CMakeLists.txt"
    fi
    # CL_HEADERS: a KhronosGroup/OpenCL-Headers checkout (the CTS uses names newer than
    # Debian 12's headers); SPIRV_HEADERS: a KhronosGroup/SPIRV-Headers checkout (the root,
    # holding include/spirv; test_api needs names newer than Debian 12's spirv-headers)
    cmake -S "$src" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCL_INCLUDE_DIR="${CL_HEADERS:-/usr/include}" \
        -DCL_LIB_DIR="/usr/lib/$(gcc -print-multiarch)" -DOPENCL_LIBRARIES=OpenCL \
        -DSPIRV_INCLUDE_DIR="${SPIRV_HEADERS:-/usr}" >/dev/null
    target=${CTS_TARGET:-test_subgroups}
    cmake --build "$build" -j"$(nproc)" --target "$target" >/dev/null
    exe=$(find "$build" -type f -name "$target" -perm -u+x | head -n 1)
    (cd "$(dirname "$exe")" && "$exe" ${CTS_ARGS:-}) 2>&1 | tee "$build/run.log"
    ;;
*)
    echo "icd-external.sh: unknown program '$what' (clpeak or cts)" >&2
    exit 2
    ;;
esac
