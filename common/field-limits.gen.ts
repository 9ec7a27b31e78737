// Generated from openapi/hemis.yaml by scripts/gen-field-limits.mjs. Do not edit: run npm run gen:api.

/** Each request body's field limits, as the contract states them. */
export const fieldLimits = {
  "ProfileUpdate": {
    "fullName": {
      "minLength": 1,
      "maxLength": 200
    },
    "phoneNumber": {
      "pattern": "^[0-9]{10}$"
    }
  },
  "UniversityCreate": {
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "nameNe": {
      "maxLength": 200
    },
    "shortName": {
      "minLength": 1,
      "maxLength": 50
    },
    "code": {
      "minLength": 1,
      "maxLength": 50
    },
    "establishedYearBs": {
      "minimum": 2000,
      "maximum": 2100
    },
    "provinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "districtId": {
      "minimum": 1,
      "maximum": 77
    },
    "localLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "ward": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^$|^[0-9+\\-\\s]{6,20}$"
    },
    "email": {
      "maxLength": 200,
      "pattern": "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "website": {
      "maxLength": 200,
      "pattern": "^$|^https?://[^\\s]+$"
    },
    "registrationFormat": {
      "maxLength": 60
    },
    "registrationExample": {
      "maxLength": 40
    }
  },
  "UniversityPatch": {
    "name": {
      "minLength": 1,
      "maxLength": 200
    },
    "nameNe": {
      "maxLength": 200
    },
    "shortName": {
      "minLength": 1,
      "maxLength": 50
    },
    "code": {
      "minLength": 1,
      "maxLength": 50
    },
    "establishedYearBs": {
      "minimum": 2000,
      "maximum": 2100
    },
    "provinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "districtId": {
      "minimum": 1,
      "maximum": 77
    },
    "localLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "ward": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^$|^[0-9+\\-\\s]{6,20}$"
    },
    "email": {
      "maxLength": 200,
      "pattern": "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "website": {
      "maxLength": 200,
      "pattern": "^$|^https?://[^\\s]+$"
    },
    "registrationFormat": {
      "maxLength": 60
    },
    "registrationExample": {
      "maxLength": 40
    }
  },
  "CampusCreate": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusName": {
      "minLength": 1,
      "maxLength": 200
    },
    "nameNe": {
      "maxLength": 200
    },
    "code": {
      "minLength": 1,
      "maxLength": 50,
      "pattern": "^[0-9A-Za-z/-]+$"
    },
    "examCode": {
      "maxLength": 50,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "establishedYearBs": {
      "minimum": 2000,
      "maximum": 2100
    },
    "provinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "districtId": {
      "minimum": 1,
      "maximum": 77
    },
    "localLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "ward": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "minLength": 6,
      "maxLength": 20,
      "pattern": "^[0-9+\\-\\s]{6,20}$"
    },
    "email": {
      "maxLength": 200,
      "pattern": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "website": {
      "maxLength": 200,
      "pattern": "^$|^https?://[^\\s]+$"
    },
    "latitude": {
      "minimum": 26.3,
      "maximum": 30.5
    },
    "longitude": {
      "minimum": 80,
      "maximum": 88.3
    }
  },
  "CampusPatch": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusName": {
      "minLength": 1,
      "maxLength": 200
    },
    "nameNe": {
      "maxLength": 200
    },
    "code": {
      "minLength": 1,
      "maxLength": 50,
      "pattern": "^[0-9A-Za-z/-]+$"
    },
    "examCode": {
      "maxLength": 50,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "establishedYearBs": {
      "minimum": 2000,
      "maximum": 2100
    },
    "provinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "districtId": {
      "minimum": 1,
      "maximum": 77
    },
    "localLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "ward": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "minLength": 6,
      "maxLength": 20,
      "pattern": "^[0-9+\\-\\s]{6,20}$"
    },
    "email": {
      "maxLength": 200,
      "pattern": "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "website": {
      "maxLength": 200,
      "pattern": "^$|^https?://[^\\s]+$"
    },
    "latitude": {
      "minimum": 26.3,
      "maximum": 30.5
    },
    "longitude": {
      "minimum": 80,
      "maximum": 88.3
    }
  },
  "FacultyCreate": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "facultyName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "alias": {
      "maxLength": 200
    },
    "detail": {
      "maxLength": 2000
    }
  },
  "FacultyPatch": {
    "facultyName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "alias": {
      "maxLength": 200
    },
    "detail": {
      "maxLength": 2000
    }
  },
  "LevelCreate": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "levelName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "maxLength": 50
    },
    "code": {
      "minLength": 1,
      "maxLength": 50
    },
    "alias": {
      "maxLength": 200
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "LevelPatch": {
    "levelName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "maxLength": 50
    },
    "code": {
      "minLength": 1,
      "maxLength": 50
    },
    "alias": {
      "maxLength": 200
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "ProgramCreate": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "facultyId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "levelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "maxLength": 50
    },
    "code": {
      "maxLength": 50
    },
    "durationYears": {
      "minimum": 1,
      "maximum": 8
    }
  },
  "ProgramPatch": {
    "facultyId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "levelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "maxLength": 50
    },
    "code": {
      "maxLength": 50
    },
    "durationYears": {
      "minimum": 1,
      "maximum": 8
    }
  },
  "CollegeProgramCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "intakeCapacity": {
      "minimum": 0,
      "maximum": 100000
    }
  },
  "CollegeProgramPatch": {
    "intakeCapacity": {
      "minimum": 0,
      "maximum": 100000
    }
  },
  "SubjectCreate": {
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "subjectName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "minLength": 1,
      "maxLength": 50
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 8
    },
    "alias": {
      "maxLength": 200
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "SubjectPatch": {
    "subjectName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "minLength": 1,
      "maxLength": 50
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 8
    },
    "alias": {
      "maxLength": 200
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "MajorSubjectCreate": {
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "majorSubjectName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    }
  },
  "MajorSubjectPatch": {
    "majorSubjectName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    }
  },
  "FiscalYearCreate": {
    "name": {
      "pattern": "^\\d{4}/\\d{2}$"
    },
    "startDateBs": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "endDateBs": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  },
  "FiscalYearUpdate": {
    "name": {
      "pattern": "^\\d{4}/\\d{2}$"
    },
    "startDateBs": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    },
    "endDateBs": {
      "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
    }
  },
  "BatchCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchName": {
      "minLength": 1,
      "maxLength": 200
    },
    "batchYear": {
      "minimum": 2000,
      "maximum": 2200
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    }
  },
  "BatchUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchName": {
      "minLength": 1,
      "maxLength": 200
    },
    "batchYear": {
      "minimum": 2000,
      "maximum": 2200
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    }
  },
  "FeeTypeCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "FeeTypeUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "ExamTypeCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "examTypeName": {
      "maxLength": 200
    },
    "examTypeNameNe": {
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "ExamTypeUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "examTypeName": {
      "maxLength": 200
    },
    "examTypeNameNe": {
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "ExamCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 6
    },
    "examTypeId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "routine.*.subjectId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "routine.*.startTime": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "routine.*.room": {
      "maxLength": 50
    },
    "routine.*.theoryFull": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.theoryPass": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.practicalFull": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.practicalPass": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.internalFull": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.internalPass": {
      "minimum": 0,
      "maximum": 1000
    }
  },
  "ExamUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 6
    },
    "examTypeId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "routine.*.subjectId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "routine.*.startTime": {
      "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$"
    },
    "routine.*.room": {
      "maxLength": 50
    },
    "routine.*.theoryFull": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.theoryPass": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.practicalFull": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.practicalPass": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.internalFull": {
      "minimum": 0,
      "maximum": 1000
    },
    "routine.*.internalPass": {
      "minimum": 0,
      "maximum": 1000
    }
  },
  "MarkCorrectionCreate": {
    "subjectId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "studentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "theory": {
      "minimum": 0,
      "maximum": 1000
    },
    "practical": {
      "minimum": 0,
      "maximum": 1000
    },
    "internal": {
      "minimum": 0,
      "maximum": 1000
    },
    "reason": {
      "minLength": 5,
      "maxLength": 500
    }
  },
  "GeneralFeeTypeCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "GeneralFeeTypeUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "EmployeePositionCreate": {
    "positionName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "rank": {
      "minimum": 1,
      "maximum": 1000
    }
  },
  "EmployeePositionUpdate": {
    "positionName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "rank": {
      "minimum": 1,
      "maximum": 1000
    }
  },
  "EthnicGroupCreate": {
    "ethnicGroupName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "EthnicGroupUpdate": {
    "ethnicGroupName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "FeeSetupCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "amount": {
      "minimum": 0,
      "maximum": 100000000
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 8
    }
  },
  "FeeSetupUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "amount": {
      "minimum": 0,
      "maximum": 100000000
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 8
    }
  },
  "SectionCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "sectionName": {
      "minLength": 1,
      "maxLength": 100
    },
    "code": {
      "maxLength": 50
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 8
    },
    "capacity": {
      "minimum": 1,
      "maximum": 10000
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "SectionPatch": {
    "batchId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "sectionName": {
      "minLength": 1,
      "maxLength": 100
    },
    "code": {
      "maxLength": 50
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 8
    },
    "capacity": {
      "minimum": 1,
      "maximum": 10000
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "DepartmentCreate": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "facultyId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "departmentName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "maxLength": 50
    },
    "code": {
      "maxLength": 50
    },
    "headName": {
      "maxLength": 200
    },
    "email": {
      "maxLength": 200
    },
    "phone": {
      "pattern": "^[0-9+\\-\\s]{6,20}$"
    },
    "establishedYear": {
      "minimum": 1900,
      "maximum": 2200
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "DepartmentPatch": {
    "facultyId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "departmentName": {
      "minLength": 1,
      "maxLength": 200
    },
    "shortName": {
      "maxLength": 50
    },
    "code": {
      "maxLength": 50
    },
    "headName": {
      "maxLength": 200
    },
    "email": {
      "maxLength": 200
    },
    "phone": {
      "pattern": "^[0-9+\\-\\s]{6,20}$"
    },
    "establishedYear": {
      "minimum": 1900,
      "maximum": 2200
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "IncomeExpenseHeadCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "parentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "headName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "IncomeExpenseHeadPatch": {
    "parentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "headName": {
      "minLength": 1,
      "maxLength": 200
    },
    "code": {
      "maxLength": 50
    },
    "description": {
      "maxLength": 2000
    }
  },
  "IncomeExpenseCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "headId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "amount": {
      "maxLength": 15,
      "pattern": "^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$"
    },
    "description": {
      "maxLength": 2000
    },
    "reference": {
      "maxLength": 100
    }
  },
  "IncomeExpensePatch": {
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "headId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "amount": {
      "maxLength": 15,
      "pattern": "^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?$"
    },
    "description": {
      "maxLength": 2000
    },
    "reference": {
      "maxLength": 100
    }
  },
  "ResultTotalCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 6
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "appeared": {
      "minimum": 0,
      "maximum": 100000
    },
    "passed": {
      "minimum": 0,
      "maximum": 100000
    }
  },
  "ResultTotalUpdate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 6
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "appeared": {
      "minimum": 0,
      "maximum": 100000
    },
    "passed": {
      "minimum": 0,
      "maximum": 100000
    }
  },
  "UserAccountPatch": {
    "fullName": {
      "minLength": 1,
      "maxLength": 200
    },
    "phoneNumber": {
      "pattern": "^[0-9]{10}$"
    },
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    }
  },
  "StudentCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "middleName": {
      "maxLength": 60
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "nameNe": {
      "maxLength": 150,
      "pattern": "^[\\u0900-\\u097F\\u200C\\u200D\\s.]*$"
    },
    "ethnicGroupId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "nationality": {
      "minLength": 1,
      "maxLength": 60
    },
    "citizenshipNo": {
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z/ -]*$"
    },
    "passportNo": {
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z]*$"
    },
    "permanentProvinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "permanentDistrictId": {
      "minimum": 1,
      "maximum": 77
    },
    "permanentLocalLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "permanentWard": {
      "minimum": 1,
      "maximum": 40
    },
    "temporaryProvinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "temporaryDistrictId": {
      "minimum": 1,
      "maximum": 77
    },
    "temporaryLocalLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "temporaryWard": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^$|^(?=(?:[^0-9]*[0-9]){7})[0-9+ -]{7,20}$"
    },
    "email": {
      "maxLength": 254,
      "pattern": "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "guardianName": {
      "maxLength": 120
    },
    "guardianPhone": {
      "maxLength": 20,
      "pattern": "^$|^(?=(?:[^0-9]*[0-9]){7})[0-9+ -]{7,20}$"
    },
    "qualifications.*.board": {
      "minLength": 1,
      "maxLength": 120
    },
    "qualifications.*.passedYear": {
      "minimum": 1950,
      "maximum": 2100
    },
    "qualifications.*.grade": {
      "maxLength": 20
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 6
    },
    "sectionId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "registrationNo": {
      "maxLength": 40,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "rollNo": {
      "maxLength": 20,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "symbolNo": {
      "maxLength": 20,
      "pattern": "^[0-9A-Za-z/-]*$"
    }
  },
  "StudentPatch": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "programId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "batchId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "fiscalYearId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "middleName": {
      "maxLength": 60
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "nameNe": {
      "maxLength": 150,
      "pattern": "^[\\u0900-\\u097F\\u200C\\u200D\\s.]*$"
    },
    "ethnicGroupId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "nationality": {
      "minLength": 1,
      "maxLength": 60
    },
    "citizenshipNo": {
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z/ -]*$"
    },
    "passportNo": {
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z]*$"
    },
    "permanentProvinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "permanentDistrictId": {
      "minimum": 1,
      "maximum": 77
    },
    "permanentLocalLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "permanentWard": {
      "minimum": 1,
      "maximum": 40
    },
    "temporaryProvinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "temporaryDistrictId": {
      "minimum": 1,
      "maximum": 77
    },
    "temporaryLocalLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "temporaryWard": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^$|^(?=(?:[^0-9]*[0-9]){7})[0-9+ -]{7,20}$"
    },
    "email": {
      "maxLength": 254,
      "pattern": "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "guardianName": {
      "maxLength": 120
    },
    "guardianPhone": {
      "maxLength": 20,
      "pattern": "^$|^(?=(?:[^0-9]*[0-9]){7})[0-9+ -]{7,20}$"
    },
    "qualifications.*.board": {
      "minLength": 1,
      "maxLength": 120
    },
    "qualifications.*.passedYear": {
      "minimum": 1950,
      "maximum": 2100
    },
    "qualifications.*.grade": {
      "maxLength": 20
    },
    "semester": {
      "minimum": 1,
      "maximum": 12
    },
    "year": {
      "minimum": 1,
      "maximum": 6
    },
    "sectionId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "registrationNo": {
      "maxLength": 40,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "rollNo": {
      "maxLength": 20,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "symbolNo": {
      "maxLength": 20,
      "pattern": "^[0-9A-Za-z/-]*$"
    }
  },
  "StudentChangeRequestCreate": {
    "reason": {
      "minLength": 1,
      "maxLength": 500,
      "pattern": "[\\p{L}\\p{N}]"
    }
  },
  "EmployeeCreate": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "middleName": {
      "maxLength": 60
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "nameNe": {
      "maxLength": 150,
      "pattern": "^[\\u0900-\\u097F\\s.]*$"
    },
    "ethnicGroupId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "citizenshipNo": {
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z/ -]*$"
    },
    "permanentProvinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "permanentDistrictId": {
      "minimum": 1,
      "maximum": 77
    },
    "permanentLocalLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "permanentWard": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^$|^(?=(?:[^0-9]*[0-9]){7})[0-9+ -]{7,20}$"
    },
    "email": {
      "maxLength": 254,
      "pattern": "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "employeeCode": {
      "minLength": 1,
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z/-]+$"
    },
    "postId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "departmentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "facultyId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "qualificationSubject": {
      "maxLength": 120
    },
    "qualificationInstitution": {
      "maxLength": 200
    },
    "teachingLoad": {
      "minimum": 0,
      "maximum": 40
    },
    "fte": {
      "maximum": 1
    }
  },
  "EmployeePatch": {
    "campusId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "firstName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "middleName": {
      "maxLength": 60
    },
    "lastName": {
      "minLength": 1,
      "maxLength": 60,
      "pattern": "[\\p{L}\\p{N}]"
    },
    "nameNe": {
      "maxLength": 150,
      "pattern": "^[\\u0900-\\u097F\\s.]*$"
    },
    "ethnicGroupId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "citizenshipNo": {
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z/ -]*$"
    },
    "permanentProvinceId": {
      "minimum": 1,
      "maximum": 7
    },
    "permanentDistrictId": {
      "minimum": 1,
      "maximum": 77
    },
    "permanentLocalLevelId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "permanentWard": {
      "minimum": 1,
      "maximum": 40
    },
    "phone": {
      "maxLength": 20,
      "pattern": "^$|^(?=(?:[^0-9]*[0-9]){7})[0-9+ -]{7,20}$"
    },
    "email": {
      "maxLength": 254,
      "pattern": "^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
    },
    "employeeCode": {
      "minLength": 1,
      "maxLength": 30,
      "pattern": "^[0-9A-Za-z/-]+$"
    },
    "postId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "departmentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "facultyId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "qualificationSubject": {
      "maxLength": 120
    },
    "qualificationInstitution": {
      "maxLength": 200
    },
    "teachingLoad": {
      "minimum": 0,
      "maximum": 40
    },
    "fte": {
      "maximum": 1
    }
  },
  "DropoutCreate": {
    "studentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "lastSemester": {
      "minimum": 1,
      "maximum": 12
    },
    "lastYear": {
      "minimum": 1,
      "maximum": 6
    },
    "note": {
      "maxLength": 500
    }
  },
  "DropoutPatch": {
    "lastSemester": {
      "minimum": 1,
      "maximum": 12
    },
    "lastYear": {
      "minimum": 1,
      "maximum": 6
    },
    "note": {
      "maxLength": 500
    },
    "readmissionNote": {
      "maxLength": 500
    }
  },
  "GraduationCreate": {
    "studentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "degree": {
      "minLength": 1,
      "maxLength": 150
    },
    "cgpa": {
      "minimum": 0,
      "maximum": 4
    },
    "transcriptNo": {
      "maxLength": 40,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "receiptNo": {
      "maxLength": 40
    }
  },
  "GraduationPatch": {
    "degree": {
      "minLength": 1,
      "maxLength": 150
    },
    "cgpa": {
      "minimum": 0,
      "maximum": 4
    },
    "transcriptNo": {
      "maxLength": 40,
      "pattern": "^[0-9A-Za-z/-]*$"
    },
    "receiptNo": {
      "maxLength": 40
    }
  },
  "GraduationDivisionCreate": {
    "universityId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "minCgpa": {
      "minimum": 0,
      "maximum": 4
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "GraduationDivisionPatch": {
    "minCgpa": {
      "minimum": 0,
      "maximum": 4
    },
    "remarks": {
      "maxLength": 2000
    }
  },
  "CharacterCertificateCreate": {
    "studentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "remarks": {
      "maxLength": 300
    }
  },
  "CharacterCertificatePatch": {
    "remarks": {
      "maxLength": 300
    },
    "revokedReason": {
      "maxLength": 300
    }
  },
  "ReceiptCreate": {
    "studentId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "feeTypeId": {
      "minimum": 1,
      "maximum": 2147483647
    },
    "amount": {
      "maximum": 100000000
    },
    "remarks": {
      "maxLength": 300
    }
  },
  "ReceiptPatch": {
    "remarks": {
      "maxLength": 300
    },
    "cancelledReason": {
      "maxLength": 300
    }
  }
} as const
