import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webinarKeys } from '@/hooks/query-keys';
import { cancelRegistration, getQuiz, markAttendance, register, submitAttempt, submitSurvey } from '@/services/webinars';
import type { QuizAttemptInput, SurveyInput } from '@/utils/schemas/webinars';

export function useQuiz(id: number, enabled: boolean) {
  return useQuery({ queryKey: webinarKeys.quiz(id), queryFn: () => getQuiz(id), enabled });
}

/** A participant's steps; each refreshes the series (its progress) and the lists (registered). */
export function useParticipation(id: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: webinarKeys.all });
  return {
    register: useMutation({ mutationFn: () => register(id), onSuccess }),
    cancel: useMutation({ mutationFn: () => cancelRegistration(id), onSuccess }),
    attend: useMutation({ mutationFn: (userId?: number) => markAttendance(id, userId), onSuccess }),
    attempt: useMutation({ mutationFn: (body: QuizAttemptInput) => submitAttempt(id, body), onSuccess }),
    survey: useMutation({ mutationFn: (body: SurveyInput) => submitSurvey(id, body), onSuccess }),
  };
}
